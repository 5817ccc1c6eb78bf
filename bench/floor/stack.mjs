/** Floor page "the shell's libraries": an async boundary, as the shell's entry has, for Module Federation's share scope. */
import('./stack-bootstrap.mjs');
