/**
 * A SKU as text: up to 32 characters with no place to break, so it wraps anywhere rather than
 * widen its table or card past the screen (other cells keep wrapping between words).
 */
export function SkuText({ sku }: { sku: string }) {
  return <span className="wrap-anywhere">{sku}</span>;
}
