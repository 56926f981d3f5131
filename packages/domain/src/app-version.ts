/** The product's version: the help page's beta label (docs/product.md, What it does, §9), the API document, the User-Agent of our lookups, payment metadata. */
export const APP_VERSION = "0.8.56";
