/**
 * How a template is read, said once where it is rendered: who reads it (a visitor of the public page
 * sees no empty sections; the owner sees what is still missing) and how long its month names are.
 */
import { createContext, useContext } from 'react';
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
