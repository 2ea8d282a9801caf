import type { DeliveryDetails } from '../api/order-mutations';

/** Carrier and tracking number, typed into the delivery confirmation; written into `details` as the admin types. */
export function DeliveryFields({ details }: { details: DeliveryDetails }) {
  return (
    <div className="mt-4 grid gap-3">
      <label className="grid gap-1 text-sm font-medium">
        Carrier (optional)
        <input className="input" name="carrier" maxLength={100} onChange={(event) => (details.carrier = event.target.value.trim() || undefined)} />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        Tracking number (optional)
        <input
          className="input"
          name="trackingNumber"
          maxLength={100}
          onChange={(event) => (details.trackingNumber = event.target.value.trim() || undefined)}
        />
      </label>
    </div>
  );
}
