/**
 * Hits: what each hit of one search retrieves, highlights and snippets (worked out once per
 * search), and the hit of one record with its `_highlightResult`, `_snippetResult` and
 * `_rankingInfo`.
 */
import {compileRetrieve, getPath, isUnder, mapTree, parseSearchableAttributes, parseSnippetSpec, pickAttributes, recordKeys, setPath, type PathKeys, type RetrievePlan} from './attributes';
import {highlightFromAnalysis, snippetFromAnalysis, type HighlightOptions, type HighlightResult, type SnippetResult, type TextAnalysis} from './highlight';
import type {SearchParams} from './params';
import type {RankingInfo} from './rank';
import type {EngineRecord, HighlightTree, SearchHit, SnippetTree} from './response';
import type {ResolvedSettings} from './settings';
import type {SearchTextAnalyses} from './textAnalyses';

/** Default snippet length when an `attributesToSnippet` entry has no `:N`. */
const DEFAULT_SNIPPET_WORDS = 10;
/** Paths whose camel-case answer is kept: requests name their own paths, and may name any number. */
const MAX_CACHED_PATHS = 1024;

/** An attribute to highlight or snippet, its keys split once per search; `*` is every attribute. */
interface PlannedPath {
  path: string;
  keys: PathKeys;
  /** Whether its leaves are split on camel case, null when they differ (`camelCaseBelow`). */
  camelCase: boolean | null;
}

export interface HitPlan {
  retrieve: RetrievePlan;
  snippets: Array<PlannedPath & {words: number}>;
  highlights: readonly PlannedPath[];
  ellipsis: string;
  tags: HighlightOptions;
  /**
   * The search's highlights and snippets by text (by its analysis, one per text): a page's title
   * and section names repeat across its hits, and each would be rendered again. Hits share the
   * objects, which nothing changes after they are built.
   */
  rendered: {highlights: Map<TextAnalysis, HighlightResult>; snippets: Map<number, Map<TextAnalysis, SnippetResult>>};
}

export class HitBuilder {
  private readonly camelCache = new Map<string, boolean>();
  private readonly camelBelowCache = new Map<string, boolean | null>();

  constructor(
    private readonly records: readonly EngineRecord[],
    private readonly settings: ResolvedSettings,
  ) {}

  /** What every hit of one search retrieves, highlights and snippets. */
  plan(params: SearchParams): HitPlan {
    const s = this.settings;
    return {
      retrieve: compileRetrieve(params.attributesToRetrieve ?? s.attributesToRetrieve, s.unretrievableAttributes),
      snippets: (params.attributesToSnippet ?? s.attributesToSnippet).map((entry) => {
        const {path, words} = parseSnippetSpec(entry, DEFAULT_SNIPPET_WORDS);
        return this.planned(path, words);
      }),
      highlights: (params.attributesToHighlight ?? s.attributesToHighlight ?? this.searchablePaths()).map((path) => this.planned(path)),
      ellipsis: params.snippetEllipsisText ?? s.snippetEllipsisText,
      tags: {preTag: params.highlightPreTag ?? s.highlightPreTag, postTag: params.highlightPostTag ?? s.highlightPostTag},
      rendered: {highlights: new Map(), snippets: new Map()},
    };
  }

  /** Whether a leaf path is split on camel case (`camelCaseAttributes`), cached per path. */
  camelCaseFor(path: string): boolean {
    let camel = this.camelCache.get(path);
    if (camel === undefined) {
      camel = this.settings.camelCaseAttributes.some((base) => isUnder(path, base));
      if (this.camelCache.size < MAX_CACHED_PATHS) this.camelCache.set(path, camel);
    }
    return camel;
  }

  /** `*`: each of the record's attributes. */
  private everyAttribute(source: Record<string, unknown>): PlannedPath[] {
    return recordKeys(source).map((key) => ({path: key, keys: [key], camelCase: this.camelCaseBelow(key)}));
  }

  /**
   * Built as one literal: on Node 20, a spread followed by a property the source lacks
   * (`{...spec, keys}`) takes V8's slow path, about 1 µs a property, 3 % of a search here.
   */
  private planned(path: string, words = 0): PlannedPath & {words: number} {
    return {path, keys: path.split('.'), camelCase: this.camelCaseBelow(path), words};
  }

  /**
   * Whether every leaf at or below `path` is split on camel case, or null when its leaves differ (a
   * camel-case attribute lies below it). A hit's leaf paths are built anew for each hit
   * (`hierarchy.lvl2`), so asking per leaf hashed a new string every time; a request's paths repeat,
   * and are asked once per search (`planned`).
   */
  private camelCaseBelow(path: string): boolean | null {
    let camel = this.camelBelowCache.get(path);
    if (camel === undefined) {
      const own = this.camelCaseFor(path);
      camel = !own && this.settings.camelCaseAttributes.some((base) => base !== path && isUnder(base, path)) ? null : own;
      if (this.camelBelowCache.size < MAX_CACHED_PATHS) this.camelBelowCache.set(path, camel);
    }
    return camel;
  }

  /** `analyses`: the search's, so that highlight and snippet of a text share one pass over it; `info`: made for this hit alone. */
  build(record: number, analyses: SearchTextAnalyses, plan: HitPlan, info: RankingInfo | undefined): SearchHit {
    const source = this.records[record]!;
    const hit = pickAttributes(source, plan.retrieve) as SearchHit;
    hit.objectID = source.objectID;
    const {units} = analyses;
    const analysisOf = (text: string, leaf: string, camelCase: boolean | null) => analyses.get(text, camelCase ?? this.camelCaseFor(leaf));

    if (plan.snippets.length > 0) {
      const snippets: Record<string, SnippetTree> = {};
      for (const spec of plan.snippets) {
        const rendered = snippetsOf(plan, spec.words);
        for (const {path, keys, camelCase} of spec.path === '*' ? this.everyAttribute(source) : [spec]) {
          const tree = mapTree(getPath(source, keys), path, (text, leaf) => {
            const analysis = analysisOf(text, leaf, camelCase);
            let snippet = rendered.get(analysis);
            if (snippet === undefined) rendered.set(analysis, (snippet = snippetFromAnalysis(text, analysis, units, spec.words, plan.ellipsis, plan.tags)));
            return snippet;
          });
          if (tree !== undefined) setPath(snippets, keys, tree);
        }
      }
      hit._snippetResult = snippets;
    }

    if (plan.highlights.length > 0) {
      const highlights: Record<string, HighlightTree> = {};
      for (const requested of plan.highlights) {
        for (const {path, keys, camelCase} of requested.path === '*' ? this.everyAttribute(source) : [requested]) {
          const tree = mapTree(getPath(source, keys), path, (text, leaf) => {
            const analysis = analysisOf(text, leaf, camelCase);
            let highlight = plan.rendered.highlights.get(analysis);
            if (highlight === undefined) plan.rendered.highlights.set(analysis, (highlight = highlightFromAnalysis(text, analysis, units, plan.tags)));
            return highlight;
          });
          if (tree !== undefined) setPath(highlights, keys, tree);
        }
      }
      hit._highlightResult = highlights;
    }
    // `info` is this hit's own; completed in place, not spread into a copy (the slow path `planned` avoids).
    if (info) hit._rankingInfo = Object.assign(info, {filters: 0, geoDistance: 0});
    return hit;
  }

  private searchablePaths(): string[] {
    const paths = this.settings.searchableAttributes;
    if (!paths) return ['*'];
    return parseSearchableAttributes(paths).flatMap((spec) => spec.paths);
  }
}

/** The search's snippets of `words` words by text analysis. */
function snippetsOf(plan: HitPlan, words: number): Map<TextAnalysis, SnippetResult> {
  let rendered = plan.rendered.snippets.get(words);
  if (rendered === undefined) plan.rendered.snippets.set(words, (rendered = new Map<TextAnalysis, SnippetResult>()));
  return rendered;
}
