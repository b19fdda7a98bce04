/**
 * Set where the server writes HTML that only visitors without JavaScript and the search indexer
 * read (an API operation's detail inside its `<noscript>`): code blocks there are written as plain
 * text. Prism's token spans, each carrying its colour inline, were 68 KB of the cart page's 229 KB
 * and about 470 bytes of its 13.7 KB with Brotli: with its headers the page came to 14.9 KB, more
 * than the 14.6 KB (ten TCP segments) a new connection carries in its first round trip, so it
 * arrived a round trip later (issue #14). The text, and so the search records, stay the same.
 */
import {createContext} from 'react';

export const PlainCodeContext = createContext(false);
