/** The flag badge's text (docs/product.md, Screens): 'Made in USA', or 'Made in' plus the country name. */
export function madeInLabel(country: string | null, countryName: string): string {
  return country === "US" ? "Made in USA" : `Made in ${countryName}`;
}
