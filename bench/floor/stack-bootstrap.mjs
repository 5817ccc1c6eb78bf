/**
 * Floor page "the shell's libraries": the singletons the shell bundles in its entry (React, react-dom,
 * the router, TanStack Query, i18next with react-i18next, zustand), provided through enhanced's host
 * runtime, each started as the shell starts it, drawing the brand bar through a route. None of the
 * shop's code: no remotes, no reads, no screens.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement as h, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { create } from 'zustand';
import { BRAND, brandBar, TAGLINE } from './brand-bar.mjs';

const useLanguage = create(() => ({ language: 'en' }));

function Bar() {
  const language = useLanguage((state) => state.language);
  const { t } = useTranslation('common', { lng: language });
  return brandBar(h, t('brand'), t('tagline'));
}

await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: { brand: BRAND, tagline: TAGLINE } } },
  interpolation: { escapeValue: false },
});
const queryClient = new QueryClient();
const root = createRoot(document.getElementById('root'));
startTransition(() =>
  root.render(
    h(QueryClientProvider, { client: queryClient }, h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Bar) })))),
  ),
);
