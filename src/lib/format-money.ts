/**
 * A price as the reader's language writes it: "9,90 €" in Finnish, "€9.90" in English; a whole
 * amount without its zero cents ("€0" for the free plan, not "€0.00").
 */
export function formatMoney(language: string | undefined, amount: number, currency = 'EUR') {
  return new Intl.NumberFormat(language === 'fi' ? 'fi-FI' : 'en-IE', {
    style: 'currency',
    currency: currency.toUpperCase(),
    trailingZeroDisplay: 'stripIfInteger',
  }).format(amount);
}
