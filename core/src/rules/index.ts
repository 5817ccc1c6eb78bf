export * from './accounts';
export * from './cart-totals';
export * from './categories';
export * from './funds';
export * from './money';
export * from './phone';
export * from './sales-window';
export * from './stock';
