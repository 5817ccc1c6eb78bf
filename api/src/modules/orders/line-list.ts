import { type Language, translator } from '@fireworks/core/i18n';
import type { OrderItemRow } from './orders.queries';

type Line = Pick<OrderItemRow, 'quantity' | 'freeQuantity' | 'title'>;

/** One order line as people say it: '2 × Big Bang (+ 2 free)' ('+ 2 gratis' in Spanish). */
function lineText(line: Line, language: Language): string {
  const t = translator(language);
  const text = t('pickup:admin.itemLine', { quantity: line.quantity, title: line.title });
  return line.freeQuantity > 0 ? `${text} (${t('orders:card.freeUnits', { count: line.freeQuantity })})` : text;
}

/** An order's lines joined by `separator` (a line break in an e-mail, '; ' in a CSV cell). */
export function lineList(lines: readonly Line[], language: Language, separator: string): string {
  return lines.map((line) => lineText(line, language)).join(separator);
}
