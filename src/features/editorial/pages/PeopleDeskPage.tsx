import { EditorialFrame } from '../EditorialFrame';
import { editorialTexts } from '../editorialTexts';

export default function PeopleDeskPage() {
  return (
    <EditorialFrame title={editorialTexts.areas.people} capability="managePeople">
      <p>{editorialTexts.loading}</p>
    </EditorialFrame>
  );
}
