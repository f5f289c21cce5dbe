/** Arithmetic of the donation screen (contract section "Donations"). */

/** A category's share of the total amount, to one decimal ("42.5%"); 0.0% when nothing was given. */
export function sharePercentage(amount: number, totalAmount: number): string {
  if (!totalAmount) return '0.0%'
  return `${((amount / totalAmount) * 100).toFixed(1)}%`
}
