/**
 * How a template is read, said once where it is rendered: who reads it (a visitor of the public page
 * sees no empty sections; the owner sees what is still missing) and how long its month names are.
 */
import { createContext, useContext } from 'react';
import type { PublicCvDto } from '@/domain/cv';
import type { Language } from '@/domain/languages';
import type { MonthStyle } from './types';

/** 'public': the public page and the preview; 'owner': the owner's own CV page (the default). */
export type Audience = 'public' | 'owner';

export const AudienceContext = createContext<Audience>('owner');

export function useAudience(): Audience {
  return useContext(AudienceContext);
}

/** Set by each template's root (CvArticle) for its date ranges. */
export const MonthStyleContext = createContext<MonthStyle>('short');

export function useMonthStyle(): MonthStyle {
  return useContext(MonthStyleContext);
}

/**
 * A version of a CV in another language than its own shows the texts it has not translated in the
 * main language: those paths ('experiences.0.role') carry that language's `lang`, so a screen reader
 * reads them with the right voice.
 */
export interface Fallbacks {
  paths: ReadonlySet<string>;
  language: Language;
}

export const FallbacksContext = createContext<Fallbacks | null>(null);

/** A public answer's fallbacks as the renderer takes them (none for the main version). */
export function fallbacksOf(cv: Pick<PublicCvDto, 'fallbacks' | 'languages'>): Fallbacks | null {
  const [main] = cv.languages;
  return main && cv.fallbacks.length ? { paths: new Set(cv.fallbacks), language: main } : null;
}

/** The language a shown text is in when it is not the page's own: its fallback language. */
export function useFallbackLanguage(path: string): Language | undefined {
  const fallbacks = useContext(FallbacksContext);
  return fallbacks?.paths.has(path) ? fallbacks.language : undefined;
}
