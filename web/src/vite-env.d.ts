/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'false' turns the special-edition routes (checklists) off; anything else leaves them on. */
  readonly VITE_SPECIAL_EDITION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
