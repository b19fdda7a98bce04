/**
 * Word distance counted for two words in different attributes, and the cap for any distance.
 * Its own module because the browser's hosted re-ranking reads it too (../sectionOrder.ts).
 */
export const MAX_PROXIMITY_DISTANCE = 8;
