/** Mirrors the report contract (title 1–200, note up to MAX_REPORT_NOTE_LENGTH); a test checks they agree. */
export const REPORT_TITLE_MAX_LENGTH = 200;
export const REPORT_NOTE_MAX_LENGTH = 2_000;
