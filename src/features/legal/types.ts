/** The shape of a legal document in locales/{lng}/legal.json. */

export interface LegalTable {
  caption: string;
  headers: string[];
  rows: string[][];
}

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
  table?: LegalTable;
  /** Paragraphs that come after the list or the table. */
  closing?: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  summaryTitle?: string;
  summary?: string[];
  tocTitle: string;
  sections: LegalSection[];
}

export type LegalDocumentKey = 'privacy' | 'terms';
