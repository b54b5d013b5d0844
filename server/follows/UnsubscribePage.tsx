/**
 * The page the follow e-mail's way-out link opens: the confirmation with its one button (opening the link changes
 * nothing: mail scanners open links too), then what happened, or why the link can't be used. The server's card page,
 * no script.
 */
import { unsubscribePageTexts as t } from '../../src/domain/follows';
import { CardPage } from '../shared/CardPage';

const styles = `.done{margin:0 0 1.25rem;padding:.75rem 1rem;border:1px solid #a3cfbb;border-left:4px solid #1e6b3a;border-radius:.375rem;background:#d1e7dd;color:#0a3622}`;

export type UnsubscribePageProps =
  /** `action`: the form's address, the link's own; `notice`: why the page is shown again. */
  | { state: 'confirm'; action: string; notice?: string; profileUrl: string }
  | { state: 'done'; profileUrl: string }
  | { state: 'problem'; message: string; profileUrl: string };

export function UnsubscribePage(props: UnsubscribePageProps) {
  const title = props.state === 'confirm' ? t.title : props.state === 'done' ? t.doneTitle : t.invalidTitle;
  return (
    <CardPage title={title} head={<style>{styles}</style>}>
      <h1>{title}</h1>
      {props.state === 'confirm' && (
        <>
          <p className="lead">{t.lead}</p>
          {props.notice && <p className="alert">{props.notice}</p>}
          <form method="post" action={props.action}>
            {/* The body RFC 8058 gives the one-click POST: the button sends what a mail program would. */}
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button className="button" type="submit">
              {t.confirm}
            </button>
          </form>
        </>
      )}
      {props.state === 'done' && (
        <p className="done" role="status">
          {t.done}
        </p>
      )}
      {props.state === 'problem' && <p className="alert">{props.message}</p>}
      <p className="secondary">
        <a href={props.profileUrl}>{t.toProfile}</a>
      </p>
    </CardPage>
  );
}
