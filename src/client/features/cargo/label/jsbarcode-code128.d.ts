// jsbarcode's Code 128 encoder on its own (the package's types cover only its DOM renderer):
// `encode()` gives the symbol as a string of modules, '1' a bar and '0' a space.
declare module 'jsbarcode/bin/barcodes/CODE128/index.js' {
  export class CODE128 {
    constructor(data: string, options: Record<string, unknown>);
    valid(): boolean;
    encode(): { text: string; data: string };
  }
}
