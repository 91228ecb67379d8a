// Directions to a wedding place: Google Maps and Waze links and the map embedded beside them,
// shown on the guest site and in the panel's place editor.
export function directionsLinks(address: string) {
  const q = encodeURIComponent(address);
  return {
    google: `https://www.google.com/maps/dir/?api=1&destination=${q}`,
    waze: `https://waze.com/ul?q=${q}&navigate=yes`,
    embed: `https://maps.google.com/maps?q=${q}&output=embed`,
  };
}
