// Packages without type declarations that the scripts use.
declare module "fontverter";
declare module "subset-font";
