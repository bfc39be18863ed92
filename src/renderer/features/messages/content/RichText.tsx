import { Fragment, memo, useMemo } from 'react';
import { Anchor, Code } from '@mantine/core';
import { parseRichText, type RichNode } from '@shared/domain/richText';
import { requestOpenLink } from './ExternalLinkDialog';

function Nodes({ nodes }: { nodes: RichNode[] }) {
  return (
    <>
      {nodes.map((node, i) => (
        <Fragment key={i}>
          <Node node={node} />
        </Fragment>
      ))}
    </>
  );
}

function Node({ node }: { node: RichNode }) {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'link':
      return (
        <Anchor
          href={node.href}
          title={node.href}
          onClick={(event) => {
            // Nothing navigates from the conversation: the user first sees where the link goes.
            event.preventDefault();
            requestOpenLink(node.href);
          }}
          style={{ overflowWrap: 'anywhere' }}
        >
          {node.text}
        </Anchor>
      );
    case 'bold':
      return (
        <strong>
          <Nodes nodes={node.children} />
        </strong>
      );
    case 'italic':
      return (
        <em>
          <Nodes nodes={node.children} />
        </em>
      );
    case 'strike':
      return (
        <s>
          <Nodes nodes={node.children} />
        </s>
      );
    case 'mono':
      return (
        <Code>
          <Nodes nodes={node.children} />
        </Code>
      );
  }
}

/**
 * A message body: React text nodes only (never dangerouslySetInnerHTML), with links that ask
 * before opening and WhatsApp's *bold*, _italic_, ~strike~ and ```mono```.
 */
export const RichText = memo(function RichText({ body }: { body: string }) {
  const nodes = useMemo(() => parseRichText(body), [body]);
  return <Nodes nodes={nodes} />;
});
