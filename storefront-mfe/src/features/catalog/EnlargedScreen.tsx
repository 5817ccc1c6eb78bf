import { useNavigate } from 'react-router-dom';

/** Full-screen dark overlay with the enlarged gif or image (spec §2). */
export default function EnlargedScreen() {
  const navigate = useNavigate();
  return <button type="button" className="sf-enlarged" aria-label="Back" onClick={() => navigate('/fireworks/assortments')} />;
}
