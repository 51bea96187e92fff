// How prices and quotas read on Home, Pricing and the demo.
export const formatPrice = (price: number) => `$${price.toFixed(2)}`;
export const usesText = ({ freeLimit, paidLimit }: { freeLimit: number; paidLimit: number }) => `${freeLimit} free • ${paidLimit} paid uses`;
