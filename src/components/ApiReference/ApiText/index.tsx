/**
 * Renders the short prose of the OpenAPI document: paragraphs, `code` spans and [links](/docs/...).
 * The document keeps to that subset on purpose, so pages need no Markdown parser in the browser.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

export interface ApiTextProps {
  text: string;
  /** Render a single line without a paragraph wrapper (table cells, list items). */
  inline?: boolean;
}

const TOKEN = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index;
    if (index > last) nodes.push(text.slice(last, index));
    if (match[1] !== undefined) {
      nodes.push(<code key={index}>{match[1]}</code>);
    } else {
      nodes.push(
        <Link key={index} to={match[3]}>
          {match[2]}
        </Link>,
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export default function ApiText({text, inline = false}: ApiTextProps): ReactNode {
  if (inline) return <>{renderInline(text)}</>;
  const paragraphs = text.split(/\n+/).filter((p) => p.trim() !== '');
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>{renderInline(paragraph)}</p>
      ))}
    </>
  );
}
