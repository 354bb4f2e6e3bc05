/**
 * Recruiting words that every ad uses and that tell a CV's writer nothing to add: "candidate",
 * "opportunity", "team player", "experience", "kokemus", "osaaminen". "Experience" and "skills"
 * are here because nearly every requirement is phrased "experience with X" or "strong X skills":
 * counted, they would top every ranking above X itself. Job titles ("developer", "kehittäjä") and
 * soft skills ("communication", "viestintä") are kept: a CV can and should show them. So are the
 * verbs of doing the job ("you write TypeScript daily", "kirjoitat päivittäin"): the tool is the
 * keyword, not the writing.
 */
import type { AdLanguage } from './keywords-language';
import { stemKey } from './stems';

const FILLER: Record<AdLanguage, string> = {
  en: `candidate opportunity team player role position job company work join looking seeking
    ideal strong excellent good great solid ability skill experience experienced year knowledge
    understanding familiarity plus bonus nice preferred required requirement responsibility
    qualification benefit salary competitive offer apply application hiring passion passionate
    motivated environment new exciting dynamic fast paced growing minimum least hands proven track
    record responsible duty want help make world class awesome amazing self starter able someone
    person people ready love get based using use need daily every day write will`,
  fi: `hakija haku hakemus hae haemme hakuaika lisätietoja tehtävä työ työtä työssä työpaikka
    työnantaja yritys tiimi tiimipelaaja kokemus kokenut osaaminen taito vuosi vuoden vuotta hyvä vahva
    erinomainen mahtava innostunut motivoitunut oma aloitteinen mahdollisuus etu palkka
    kilpailukykyinen tarjoamme odotamme etsimme toivomme arvostamme katsomme plussaa eduksi
    vaatimus kiinnostunut kiinnostuitko ympäristö uusi rento ilmapiiri henkilö tekijä joukko
    osaava aiempi vähintään ehdottomasti tuttu tärkeä päivittäin kirjoittaa kirjoitat toimit
    työskentelet parissa pääset tulet haluat viihdyt arjessa jatkuvasti`,
};

const listed = (language: AdLanguage) => FILLER[language].split(/\s+/).filter(Boolean);
const KEYS: Record<AdLanguage, Set<string>> = {
  en: new Set(listed('en').map((word) => stemKey(word, 'en'))),
  fi: new Set(listed('fi').map((word) => stemKey(word, 'fi'))),
};

/**
 * Either language's filler, by stem, whatever the ad's language: an ad in one language often
 * carries the other's phrases ("team player" in a Finnish ad), and a short one may not tell.
 */
export function isFiller(word: string): boolean {
  return KEYS.en.has(stemKey(word, 'en')) || KEYS.fi.has(stemKey(word, 'fi'));
}
