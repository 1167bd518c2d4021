/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the Vitrine web service, e.g. `https://shop.example`. */
  readonly VITE_VITRINE_API?: string;
}
