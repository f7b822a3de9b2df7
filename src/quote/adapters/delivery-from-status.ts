import { delivered, type Delivery } from '../domain/delivery'

/** EmailJS and the relay answer 200 for a mail sent; any other status is a failure that names it. */
export function deliveryFromStatus(status: number): Delivery {
  return status === 200 ? delivered : { delivered: false, reason: `Status ${status}` }
}
