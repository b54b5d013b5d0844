import { EditorialFrame } from '../EditorialFrame';
import { editorialTexts } from '../editorialTexts';

export default function PersonPage() {
  return (
    <EditorialFrame title={editorialTexts.areas.people} capability="managePeople">
      <p>{editorialTexts.loading}</p>
    </EditorialFrame>
  );
}
