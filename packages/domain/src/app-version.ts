/** The product's version: the help page's beta label (SPEC §1, §9), the API document, the User-Agent of our lookups, payment metadata. */
export const APP_VERSION = "0.8.56";
