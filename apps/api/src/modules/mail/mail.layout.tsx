/**
 * The one layout every e-mail shares, written with React Email's components: table-based, inline styles
 * only (mail clients drop stylesheets), one column up to 560 px that narrows with the screen, the shop's
 * warm yellow accent on white and warm greys (product rules §11). React escapes every value, so what users
 * typed (names, shop names, addresses) can never become markup.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';

/** The storefront's colour tokens (apps/web/app/app.css), copied: mails cannot read the stylesheet. */
export const MAIL_COLOURS = {
  accent: '#f5b301',
  accentSoft: '#fff4d1',
  ink: '#1f1b16',
  muted: '#625a50',
  line: '#e6e0d7',
  surface: '#faf8f4',
} as const;

const fontStack = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export interface MailTableRow {
  label: string;
  value: string;
  /** Totals and other lines that should stand out. */
  strong?: boolean;
}

export interface MailLayoutProps {
  shopName: string;
  /** The line mail clients show after the subject in the inbox. */
  preview: string;
  greeting: string;
  paragraphs: readonly string[];
  /** A highlighted value the mail is about (a coupon code). */
  highlight?: { label: string; value: string } | undefined;
  table?: readonly MailTableRow[] | undefined;
  action?: { label: string; url: string } | undefined;
  footnote?: string | undefined;
  /** Marketing mails: the one-click unsubscribe link, repeated in the footer. */
  unsubscribeUrl?: string | undefined;
}

function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' }}>{children}</Text>;
}

function Rows({ rows }: { rows: readonly MailTableRow[] }) {
  return (
    <Section style={{ margin: '8px 0 16px', borderTop: `1px solid ${MAIL_COLOURS.line}` }}>
      <table width="100%" cellPadding={0} cellSpacing={0} role="presentation">
        <tbody>
          {rows.map((row, index) => (
            <tr
              // Rows are rendered once, in order, and never reordered.
              // biome-ignore lint/suspicious/noArrayIndexKey: static list
              key={index}
              style={{ borderBottom: `1px solid ${MAIL_COLOURS.line}` }}
            >
              <td style={{ padding: '8px 8px 8px 0', fontSize: '14px', fontWeight: row.strong ? 700 : 400 }}>
                {row.label}
              </td>
              <td
                style={{
                  padding: '8px 0',
                  fontSize: '14px',
                  textAlign: 'right',
                  whiteSpace: 'nowrap',
                  fontWeight: row.strong ? 700 : 400,
                }}
              >
                {row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

export function MailLayout(props: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body
        style={{ margin: 0, padding: '24px 8px', background: MAIL_COLOURS.surface, fontFamily: fontStack }}
      >
        <Container
          style={{
            maxWidth: '560px',
            width: '100%',
            background: '#ffffff',
            border: `1px solid ${MAIL_COLOURS.line}`,
            borderRadius: '8px',
            overflow: 'hidden',
            color: MAIL_COLOURS.ink,
          }}
        >
          <Section style={{ background: MAIL_COLOURS.accent, padding: '16px 24px' }}>
            <Heading as="h1" style={{ fontSize: '20px', margin: 0, color: MAIL_COLOURS.ink }}>
              {props.shopName}
            </Heading>
          </Section>
          <Section style={{ padding: '24px' }}>
            <Paragraph>{props.greeting}</Paragraph>
            {props.paragraphs.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static, in order
              <Paragraph key={index}>{paragraph}</Paragraph>
            ))}
            {props.highlight ? (
              <Section
                style={{
                  background: MAIL_COLOURS.accentSoft,
                  border: `1px dashed ${MAIL_COLOURS.accent}`,
                  borderRadius: '6px',
                  padding: '12px',
                  margin: '0 0 16px',
                  textAlign: 'center',
                }}
              >
                <Text style={{ fontSize: '13px', margin: 0, color: MAIL_COLOURS.muted }}>
                  {props.highlight.label}
                </Text>
                <Text style={{ fontSize: '22px', fontWeight: 700, letterSpacing: '2px', margin: '4px 0 0' }}>
                  {props.highlight.value}
                </Text>
              </Section>
            ) : null}
            {props.table ? <Rows rows={props.table} /> : null}
            {props.action ? (
              <>
                <Section style={{ margin: '8px 0 16px' }}>
                  <Button
                    href={props.action.url}
                    style={{
                      background: MAIL_COLOURS.accent,
                      color: MAIL_COLOURS.ink,
                      padding: '12px 20px',
                      borderRadius: '6px',
                      fontWeight: 600,
                      fontSize: '15px',
                      textDecoration: 'none',
                    }}
                  >
                    {props.action.label}
                  </Button>
                </Section>
                <Text
                  style={{
                    fontSize: '13px',
                    lineHeight: '20px',
                    color: MAIL_COLOURS.muted,
                    margin: '0 0 16px',
                  }}
                >
                  If the button does not work, open this link:{' '}
                  <Link href={props.action.url} style={{ color: MAIL_COLOURS.ink, wordBreak: 'break-all' }}>
                    {props.action.url}
                  </Link>
                </Text>
              </>
            ) : null}
            {props.footnote ? (
              <Text style={{ fontSize: '13px', lineHeight: '20px', color: MAIL_COLOURS.muted, margin: 0 }}>
                {props.footnote}
              </Text>
            ) : null}
          </Section>
          <Hr style={{ borderColor: MAIL_COLOURS.line, margin: 0 }} />
          <Section style={{ padding: '16px 24px' }}>
            <Text style={{ fontSize: '12px', lineHeight: '18px', color: MAIL_COLOURS.muted, margin: 0 }}>
              — {props.shopName}
              {props.unsubscribeUrl ? (
                <>
                  {' · '}You receive this because you subscribed to our newsletter.{' '}
                  <Link href={props.unsubscribeUrl} style={{ color: MAIL_COLOURS.muted }}>
                    Unsubscribe
                  </Link>
                </>
              ) : null}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
