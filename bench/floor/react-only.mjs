/** Floor page "React alone": react-dom draws the brand bar in a transition, as the shell starts. */
import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { brandBar } from './brand-bar.mjs';

const root = createRoot(document.getElementById('root'));
startTransition(() => root.render(brandBar(createElement)));
