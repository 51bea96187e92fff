// How prices and quotas read everywhere: home, pricing, the demo, the payment dialog.
export const formatPrice = (price: number) => `$${price.toFixed(2)}`;
export const usesText = ({ freeLimit, paidLimit }: { freeLimit: number; paidLimit: number }) => `${freeLimit} free • ${paidLimit} paid uses`;
