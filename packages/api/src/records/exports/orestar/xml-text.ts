/**
 * A small writer of indented XML text, byte for byte what xmlbuilder2 4 writes with
 * `prettyPrint: true` for the element trees the ORESTAR documents use (nested elements, one text
 * per leaf, attributes on opening tags). Building xmlbuilder2's DOM of every element and then
 * serialising it took most of a 100,000-row export's time; `orestar-xml-text.test.ts` holds the
 * two equal on random documents, except that every ampersand is escaped here (see below).
 */

const TEXT_SPECIAL = /[&<>]/;
const ATTRIBUTE_SPECIAL = /[&<>"]/;

/**
 * Element text with every `&`, `<` and `>` escaped. xmlbuilder2, used before, left an ampersand
 * that looked like an entity ('AT&T;', '&nbsp;', '&#1;') as it was, which made the filing invalid
 * XML or changed the text ('x &amp; y' read back as 'x & y'); every ampersand is escaped here.
 */
export const escapeXmlText = (value: string): string =>
  TEXT_SPECIAL.test(value)
    ? value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
    : value;

/** An attribute value, escaped as text and its quotes too. */
export const escapeXmlAttribute = (value: string): string =>
  ATTRIBUTE_SPECIAL.test(value) ? escapeXmlText(value).replaceAll('"', '&quot;') : value;

const INDENT = '  ';

/**
 * Lines are kept in an array and joined once at the end: one flat string per document, where
 * adding to one string would leave a tree of a hundred thousand pieces per document in memory
 * until the answer is sent.
 */
export class XmlText {
  private readonly lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  private depth = 0;
  private indent = '';
  /** The last tag written opened an element that has no content yet. */
  private openedEmpty = false;

  /** Opens an element that will hold other elements. */
  open(name: string, attributes?: Record<string, string>): this {
    let tag = `${this.indent}<${name}`;
    if (attributes)
      for (const [key, value] of Object.entries(attributes))
        tag += ` ${key}="${escapeXmlAttribute(value)}"`;
    this.lines.push(`${tag}>`);
    this.depth += 1;
    this.indent = INDENT.repeat(this.depth);
    this.openedEmpty = true;
    return this;
  }

  /** Closes the innermost open element; one left without content becomes an empty element tag. */
  close(name: string): this {
    this.depth -= 1;
    this.indent = INDENT.repeat(this.depth);
    const last = this.lines.length - 1;
    if (this.openedEmpty) this.lines[last] = `${(this.lines[last] ?? '').slice(0, -1)}/>`;
    else this.lines.push(`${this.indent}</${name}>`);
    this.openedEmpty = false;
    return this;
  }

  /** An element holding only text; empty text makes an empty element tag, as xmlbuilder2 does. */
  leaf(name: string, value: string): this {
    this.openedEmpty = false;
    this.lines.push(
      value === ''
        ? `${this.indent}<${name}/>`
        : `${this.indent}<${name}>${escapeXmlText(value)}</${name}>`,
    );
    return this;
  }

  /** A leaf when there is a value, nothing when it is null. */
  optional(name: string, value: string | null): this {
    return value === null ? this : this.leaf(name, value);
  }

  /** The document, its lines joined by newlines (none after the root's closing tag). */
  end(): string {
    return this.lines.join('\n');
  }
}
