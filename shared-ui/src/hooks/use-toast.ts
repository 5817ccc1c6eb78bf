import type { ReactNode } from 'react';
import { placementNow, type ToastPlacement, watchLastControl } from './toast-placement';

/**
 * Toasts: bottom-right, closing on their own after 5 s. Screens call useToast(); the page's toast
 * host (the shell's notistack provider, fetched after the first screen) shows them through the sink
 * it registers. A toast raised before the host is there waits for it and asks for it to load.
 * Each toast carries its placement: bottom-right unless that would cover the control just used.
 */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'success' | 'error' | 'info';
/** A message may hold a link (e.g. to the order just created) next to its text. */
type ToastMessage = string | ReactNode;
export type ToastSink = (message: ToastMessage, variant: ToastVariant, placement: ToastPlacement) => void;

let sink: ToastSink | null = null;
let loader: (() => void) | null = null;
let waiting: Array<[ToastMessage, ToastVariant, ToastPlacement]> = [];

export function showToast(message: ToastMessage, variant: ToastVariant): void {
  // Decided now, where the control is at the moment of the toast (a queued toast keeps it).
  const placement = placementNow();
  if (sink) {
    sink(message, variant, placement);
    return;
  }
  waiting.push([message, variant, placement]);
  loader?.();
}

/** The toast host registers how it shows a toast (and gets those that waited); returns the undo. */
export function setToastSink(next: ToastSink): () => void {
  sink = next;
  const queued = waiting;
  waiting = [];
  for (const [message, variant, placement] of queued) next(message, variant, placement);
  return () => {
    if (sink === next) sink = null;
  };
}

/** How to fetch the toast host when a toast comes before it (the shell's deferred toasts); returns the undo. */
export function setToastLoader(next: () => void): () => void {
  loader = next;
  if (waiting.length > 0) next();
  return () => {
    if (loader === next) loader = null;
  };
}

const toasts = {
  success: (message: ToastMessage) => showToast(message, 'success'),
  error: (message: string) => showToast(message, 'error'),
  info: (message: string) => showToast(message, 'info'),
};

export function useToast() {
  watchLastControl();
  return toasts;
}
