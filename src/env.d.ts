/** The app's version (package.json's, or TOKENLING_VERSION at build time). */
declare const __APP_VERSION__: string;
