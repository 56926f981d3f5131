/// <reference types="vite/client" />

/** The app's version from package.json (the beta version label), injected by Vite's `define`. */
declare const __APP_VERSION__: string;
