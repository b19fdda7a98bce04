/**
 * Scheduled jobs. Jobs run in the cron child process (`context.process === 'cronjob'`), so they
 * never block web requests. Register them in `bootstrap.ts`: the job manager becomes read-only
 * after bootstrap ("read-only state" error).
 *
 * @module @merchantry/merchantry/lib/cronjob
 */

/** A job as `registerJob` takes it; all four fields are required. */
export interface JobDefinition {
  /** Unique job name; a second registration with the same name is ignored with a warning. */
  name: string;
  /** Absolute path to the compiled `.js` job file; `.ts`, relative or missing paths throw. */
  resolve: string;
  /** Five-field cron expression (minute hour day-of-month month day-of-week), checked by node-cron 4. */
  schedule: string;
  /** `false` registers the job without running it. */
  enabled: boolean;
}

/**
 * Adds a job.
 *
 * @returns `true`, or `false` with a warning when the name is taken. Throws on a bad path or schedule.
 */
export function registerJob(job: JobDefinition): boolean;

/**
 * Removes a registered job.
 *
 * @returns `false` with a warning when there is no such job.
 */
export function removeJob(name: string): boolean;

/**
 * Changes a job's schedule.
 *
 * @returns `false` when there is no such job. Throws on an invalid expression.
 */
export function updateJobSchedule(name: string, schedule: string): boolean;

/** The registered jobs. Reading the list makes the manager read-only, so call it after your registrations. */
export function getAllJobs(): JobDefinition[];
