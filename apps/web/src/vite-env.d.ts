/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not served from the same origin as the web app. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** An SVG drawn as a PNG at build time (raster-svg.ts): the URL of the PNG. */
declare module '*.svg?png' {
  const src: string;
  export default src;
}
