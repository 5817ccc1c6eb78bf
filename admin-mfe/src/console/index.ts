// Async boundary, as in the shell.
import('./bootstrap');
