import { Modal } from '../../../components/dialogs/Modal';
import { useGetPrivatePictureUrlQuery } from '../approvalApi';
import { approvalPageTexts as t } from './approvalPageTexts';

/** The picture itself, asked for only while the dialog is open: closing it drops the object URL (approvalApi). */
function CnhPicture({ picture, driverName }: { picture: string; driverName: string }) {
  const { data: url, isError } = useGetPrivatePictureUrlQuery(picture);
  if (isError)
    return (
      <p className="alert alert-danger mb-0" role="alert">
        {t.cnhFailed}
      </p>
    );
  if (!url) return <p role="status">{t.cnhLoading}</p>;
  return <img className="approval-cnh__picture" src={url} alt={t.cnhAlt(driverName)} />;
}

/** 'Ver Imagem CNH' (spec loan-area section 2): the driver's licence picture in a dialog. */
export function CnhPictureDialog({
  picture,
  driverName,
  show,
  onClose,
}: {
  picture: string;
  driverName: string;
  show: boolean;
  onClose: () => void;
}) {
  return (
    <Modal show={show} onHide={onClose} centered size="lg" aria-labelledby="approval-cnh-title">
      <Modal.Header closeButton closeLabel={t.close}>
        <Modal.Title id="approval-cnh-title">{t.cnhTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body className="approval-cnh">
        {picture ? <CnhPicture picture={picture} driverName={driverName} /> : <p>{t.cnhMissing}</p>}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t.close}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
