/**
 * What a function bundle gets for `@pdf-lib/standard-fonts` 1.0.0 (an esbuild alias:
 * infra/constructs/function-bundling.ts): the metrics of the 14 standard PDF fonts, which pdf-lib
 * reads to measure and encode text. The same exports (Font, FontNames, Encodings) and the same data,
 * the package's own files required below, decoded by Node.js itself (Buffer's base64 and zlib's
 * inflate, built into the binary) where the package decodes them in JavaScript (its own base64
 * decoder, pako, and a string built one character at a time): for an invoice's two fonts and the
 * encodings that took about 35 ms of a cold start, this about 5 (docs/performance.md). Each font is
 * still decoded on its first use. test/unit/shared/pdf-bundle-substitutes.test.ts checks that every
 * font and encoding is the package's own. The classes follow the package's (MIT, Andrew Dillon).
 */
'use strict';
const { inflateSync } = process.getBuiltinModule('node:zlib');

const decompressJson = (compressed) => inflateSync(Buffer.from(compressed, 'base64')).toString('latin1');

// Literal paths, so that esbuild bundles each file; required on first use, as the package decodes them.
/* eslint-disable @typescript-eslint/no-require-imports */
const compressedJsonForFontName = {
  Courier: () => require('../../../../node_modules/@pdf-lib/standard-fonts/lib/Courier.compressed.json'),
  'Courier-Bold': () => require('../../../../node_modules/@pdf-lib/standard-fonts/lib/Courier-Bold.compressed.json'),
  'Courier-Oblique': () => require('../../../../node_modules/@pdf-lib/standard-fonts/lib/Courier-Oblique.compressed.json'),
  'Courier-BoldOblique': () => require('../../../../node_modules/@pdf-lib/standard-fonts/lib/Courier-BoldOblique.compressed.json'),
  Helvetica: () => require('../../../../node_modules/@pdf-lib/standard-fonts/lib/Helvetica.compressed.json'),
  'Helvetica-Bold': () => require('../../../../node_modules/@pdf-lib/standard-fonts/lib/Helvetica-Bold.compressed.json'),
  'Helvetica-Oblique': () => require('../../../../node_modules/@pdf-lib/standard-fonts/lib/Helvetica-Oblique.compressed.json'),
  'Helvetica-BoldOblique': () => require('../../../../node_modules/@pdf-lib/standard-fonts/lib/Helvetica-BoldOblique.compressed.json'),
  'Times-Roman': () => require('../../../../node_modules/@pdf-lib/standard-fonts/lib/Times-Roman.compressed.json'),
  'Times-Bold': () => require('../../../../node_modules/@pdf-lib/standard-fonts/lib/Times-Bold.compressed.json'),
  'Times-Italic': () => require('../../../../node_modules/@pdf-lib/standard-fonts/lib/Times-Italic.compressed.json'),
  'Times-BoldItalic': () => require('../../../../node_modules/@pdf-lib/standard-fonts/lib/Times-BoldItalic.compressed.json'),
  Symbol: () => require('../../../../node_modules/@pdf-lib/standard-fonts/lib/Symbol.compressed.json'),
  ZapfDingbats: () => require('../../../../node_modules/@pdf-lib/standard-fonts/lib/ZapfDingbats.compressed.json'),
};
const allEncodings = JSON.parse(decompressJson(require('../../../../node_modules/@pdf-lib/standard-fonts/lib/all-encodings.compressed.json')));
/* eslint-enable @typescript-eslint/no-require-imports */

const FontNames = {
  Courier: 'Courier',
  CourierBold: 'Courier-Bold',
  CourierOblique: 'Courier-Oblique',
  CourierBoldOblique: 'Courier-BoldOblique',
  Helvetica: 'Helvetica',
  HelveticaBold: 'Helvetica-Bold',
  HelveticaOblique: 'Helvetica-Oblique',
  HelveticaBoldOblique: 'Helvetica-BoldOblique',
  TimesRoman: 'Times-Roman',
  TimesRomanBold: 'Times-Bold',
  TimesRomanItalic: 'Times-Italic',
  TimesRomanBoldItalic: 'Times-BoldItalic',
  Symbol: 'Symbol',
  ZapfDingbats: 'ZapfDingbats',
};

const fontCache = {};

class Font {
  constructor() {
    this.getWidthOfGlyph = (glyphName) => this.CharWidths[glyphName];
    this.getXAxisKerningForPair = (leftGlyphName, rightGlyphName) => (this.KernPairXAmounts[leftGlyphName] || {})[rightGlyphName];
  }

  static load(fontName) {
    const cached = fontCache[fontName];
    if (cached) return cached;
    const font = Object.assign(new Font(), JSON.parse(decompressJson(compressedJsonForFontName[fontName]())));
    font.CharWidths = {};
    for (const metric of font.CharMetrics) font.CharWidths[metric.N] = metric.WX;
    font.KernPairXAmounts = {};
    for (const [name1, name2, width] of font.KernPairs) (font.KernPairXAmounts[name1] ??= {})[name2] = width;
    fontCache[fontName] = font;
    return font;
  }
}

class Encoding {
  constructor(name, unicodeMappings) {
    this.canEncodeUnicodeCodePoint = (codePoint) => codePoint in this.unicodeMappings;
    this.encodeUnicodeCodePoint = (codePoint) => {
      const mapped = this.unicodeMappings[codePoint];
      if (!mapped) {
        const hexCode = `0x${codePoint.toString(16).padStart(4, '0')}`;
        throw new Error(`${this.name} cannot encode "${String.fromCharCode(codePoint)}" (${hexCode})`);
      }
      return { code: mapped[0], name: mapped[1] };
    };
    this.name = name;
    this.supportedCodePoints = Object.keys(unicodeMappings)
      .map(Number)
      .sort((a, b) => a - b);
    this.unicodeMappings = unicodeMappings;
  }
}

const Encodings = {
  Symbol: new Encoding('Symbol', allEncodings.symbol),
  ZapfDingbats: new Encoding('ZapfDingbats', allEncodings.zapfdingbats),
  WinAnsi: new Encoding('WinAnsi', allEncodings.win1252),
};

module.exports = { Font, FontNames, Encodings };
