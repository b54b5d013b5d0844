/**
 * The addresses an HTML text loads its pictures from (`src` and each `srcset` candidate of `<img>` and `<source>`),
 * read and rewritten with parse5, the HTML parser jsdom (and so DOMPurify on the server) parses with: what it calls a
 * picture's address is what a browser loads, whatever the quoting, entities or case of the text. A rewrite replaces
 * only those attributes, at the places parse5 found them, and leaves every other character of the text as it was.
 */
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const pictureElements = new Set(['img', 'source']);

interface PictureAttribute {
  name: 'src' | 'srcset';
  value: string;
  /** Where the whole attribute (`src="…"`) stands in the text. */
  start: number;
  end: number;
}

function pictureAttributesIn(html: string): PictureAttribute[] {
  const found: PictureAttribute[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node && pictureElements.has(node.tagName)) collect(node, found);
    if ('content' in node) visit(node.content as Node);
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parseFragment(html, { sourceCodeLocationInfo: true }));
  return found;
}

function collect(element: Element, found: PictureAttribute[]) {
  const locations = element.sourceCodeLocation?.attrs;
  for (const attribute of element.attrs) {
    const location = locations?.[attribute.name];
    if ((attribute.name === 'src' || attribute.name === 'srcset') && location)
      found.push({
        name: attribute.name,
        value: attribute.value,
        start: location.startOffset,
        end: location.endOffset,
      });
  }
}

/** The candidates of a `srcset`: each an address, then its width or density, if any. */
const srcsetCandidates = (srcset: string) =>
  srcset
    .split(/,(?=\s|$)/)
    .map((candidate) => candidate.trim())
    .filter(Boolean)
    .map((candidate) => {
      const [address = '', ...descriptor] = candidate.split(/\s+/);
      return { address, descriptor: descriptor.join(' ') };
    });

const addressesOf = (attribute: PictureAttribute): string[] =>
  attribute.name === 'src'
    ? [attribute.value.trim()]
    : srcsetCandidates(attribute.value).map((candidate) => candidate.address);

/** Every address `html` loads a picture from, as written (entities decoded, spaces around trimmed). */
export function pictureAddressesIn(html: string): string[] {
  return pictureAttributesIn(html).flatMap(addressesOf);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `html` with each picture address replaced by what `replace` makes of it; the very same string when nothing
 * changes.
 */
export function mapPictureAddresses(html: string, replace: (address: string) => string): string {
  let result = html;
  // From the end, so the places found earlier in the text stay where they were.
  for (const attribute of pictureAttributesIn(html).reverse()) {
    const value =
      attribute.name === 'src'
        ? replace(attribute.value.trim())
        : srcsetCandidates(attribute.value)
            .map(({ address, descriptor }) => [replace(address), descriptor].filter(Boolean).join(' '))
            .join(', ');
    if (addressesOf(attribute).every((address) => replace(address) === address)) continue;
    result = `${result.slice(0, attribute.start)}${attribute.name}="${escapeAttribute(value)}"${result.slice(attribute.end)}`;
  }
  return result;
}
