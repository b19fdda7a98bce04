/**
 * Set where the server writes HTML that only visitors without JavaScript and the search indexer
 * read (an API operation's detail inside its `<noscript>`): code blocks there are written as plain
 * text. Prism's token spans, each carrying its colour inline, were 68 KB of the cart page's 229 KB
 * and about 470 bytes of its 13.7 KB with Brotli, enough to need a second round trip for the page
 * on a new connection (issue #14). The text, and so the search records, stay the same.
 */
import {createContext} from 'react';

export const PlainCodeContext = createContext(false);
