"""pvlib's numbers for row-to-row shading with its electrical effect (Martinez et al. 2010).

Run with pvlib from source (pvlib >= 0.11, which has shading.direct_martinez) and commit the output:

    PYTHONPATH=/work/pvlib-src python3 bench/pvlib/martinez_reference.py \\
        ../shared/fixtures/weather/723170TYA.CSV > tests/shared/reference/pvlib-martinez.json

The validation suite (tests/shared/reference/pvlib-shading-validation.test.ts) checks the
engine's `rowElectricalPoa` against it. The weather, the solar position, Perez and the row
cases are those of row_shading_reference.py; per case and module orientation, N = 3 blocks:
    sf          = shaded_fraction1d(...)                       as in row_shading_reference.py
    loss        = sky_diffuse_passias(masking_angle_passias(tilt, W / P))
    linear      = poa_direct + poa_sky_diffuse * (1 - loss) + poa_ground_diffuse
    blocks      = ceil(N * sf) in landscape; N where sf > 0 in portrait (a shadow rising from the
                  lower edge touches every block that runs up the slope)
    electrical  = linear * (1 - direct_martinez(linear, poa_direct, sf, blocks, N))
                = poa_direct * (1 - sf)(1 - blocks / (N + 1)) + sky * (1 - loss) + ground
summed as kWh/m2 (NaN as 0), months of the physical timestamps.
"""

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pvlib
from row_shading_reference import CASES, LOCATION_KEY, kwh, monthly, read_weather, row_case, solar_inputs

BLOCKS = 3


def electrical_cases(data, meta):
    solar = solar_inputs(data, meta)
    cases = {}
    for case_id, tilt, azimuth, width, pitch in CASES:
        tilt = abs(meta["latitude"]) if tilt == "lat" else tilt
        poa, sf, loss = row_case(data, solar, tilt, azimuth, width, pitch)
        linear_beam = poa["poa_direct"] * (1 - sf)
        sky = poa["poa_sky_diffuse"] * (1 - loss) + poa["poa_ground_diffuse"]
        linear = poa["poa_direct"] + sky
        result = {
            "tilt_deg": tilt,
            "azimuth_deg": azimuth,
            "collector_width_m": width,
            "pitch_m": pitch,
            "blocks": BLOCKS,
            "linear_annual_kwh_m2": round(kwh(linear_beam + sky), 4),
        }
        for orientation in ("landscape", "portrait"):
            if orientation == "landscape":
                blocks = np.ceil(BLOCKS * sf)
            else:
                blocks = np.where(sf > 0, BLOCKS, 0)
            power_loss = pvlib.shading.direct_martinez(linear, poa["poa_direct"], sf, blocks, BLOCKS)
            electrical = linear * (1 - power_loss)
            result[orientation] = {"annual_kwh_m2": round(kwh(electrical), 4), "monthly_kwh_m2": monthly(electrical)}
        cases[case_id] = result
    return cases


def pvlib_commit():
    """The commit of pvlib's source tree when it runs from a git checkout, else None."""
    source = Path(pvlib.__file__).resolve().parent.parent
    run = subprocess.run(["git", "-C", str(source), "rev-parse", "HEAD"], capture_output=True, text=True)
    return run.stdout.strip() or None


def main():
    data, meta = read_weather(sys.argv[1])
    cases = electrical_cases(data, meta)
    generator = {"pvlib": pvlib.__version__, "commit": pvlib_commit(), "script": "bench/pvlib/martinez_reference.py"}
    print(json.dumps({"generator": generator, "locations": {LOCATION_KEY: cases}}, indent=1))


if __name__ == "__main__":
    main()
