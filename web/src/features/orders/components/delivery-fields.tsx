import type { DeliveryDetails } from '../api/order-mutations';

interface DeliveryFieldsProps {
  /** Called as the admin types: the field and its trimmed value (undefined when empty). */
  onChange(field: keyof DeliveryDetails, value: string | undefined): void;
}

/** Carrier and tracking number, typed into the delivery confirmation. */
export function DeliveryFields({ onChange }: DeliveryFieldsProps) {
  return (
    <div className="mt-4 grid gap-3">
      <label className="grid gap-1 text-sm font-medium">
        Carrier (optional)
        <input className="input" name="carrier" maxLength={100} onChange={(event) => onChange('carrier', event.target.value.trim() || undefined)} />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        Tracking number (optional)
        <input
          className="input"
          name="trackingNumber"
          maxLength={100}
          onChange={(event) => onChange('trackingNumber', event.target.value.trim() || undefined)}
        />
      </label>
    </div>
  );
}
