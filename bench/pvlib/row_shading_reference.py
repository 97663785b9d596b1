"""pvlib's row-to-row shading numbers for the validation suite.

Run with pvlib from its source (bench/README.md, "pvlib beside the bench"), then commit its output; the
validation suite (tests/shared/reference/pvlib-validation.test.ts) checks the engine's annual
shaded POA against it (±0.5 %):

    PYTHONPATH=$PVLIB_SRC $PVLIB_PYTHON bench/pvlib/row_shading_reference.py \\
        ../shared/fixtures/weather/723170TYA.CSV > tests/shared/reference/pvlib-row-shading.json
    npx biome format --write tests/shared/reference/pvlib-row-shading.json

The TMY3 file only, read as modelchain_year.py reads it (the sun mid-hour), with the
conventions of pvlib-reference.json's `poa` cases: NREL SPA (numpy) at the file's elevation,
pressure from it and the file's air temperature; Spencer DNI extra (1366.1 W/m2); Kasten-Young
air mass; Perez 1990 all-sites composite; albedo 0.2. Per case:
    sf     = shaded_fraction1d(apparent_zenith, azimuth, axis_azimuth=azimuth - 90,
                               shaded_row_rotation=tilt, collector_width=W, pitch=P)
    loss   = sky_diffuse_passias(masking_angle_passias(tilt, W / P))
    shaded = poa_direct * (1 - sf) + poa_sky_diffuse * (1 - loss) + poa_ground_diffuse
summed as kWh/m2 (NaN as 0), months of the physical timestamps.
"""

import json
import os
import subprocess
import sys

import numpy as np
import pandas as pd
import pvlib

# (case id, tilt [deg], azimuth [deg], collector width along the slope [m], pitch [m]);
# "lat" is the site's |latitude|, as in the poa cases.
CASES = [
    ("tilt30_az180_w2_p4", 30.0, 180.0, 2.0, 4.0),
    ("tilt30_az180_w2_p3", 30.0, 180.0, 2.0, 3.0),
    ("tiltlat_az180_w2_p3.5", "lat", 180.0, 2.0, 3.5),
]
LOCATION_KEY = "greensboro_nc_usa_tmy3"


def read_weather(path):
    data, metadata = pvlib.iotools.read_tmy3(path, map_variables=True, coerce_year=None)
    data.index = data.index - pd.Timedelta(minutes=30)
    return data, metadata


def kwh(series):
    return float(np.nan_to_num(series.to_numpy()).sum() / 1000)


def monthly(series):
    return [round(float(v) / 1000, 4) for v in series.fillna(0).groupby(series.index.month).sum()]


def pvlib_version():
    """pvlib's version, and its commit when it runs from a git checkout of its source."""
    source = os.path.dirname(os.path.dirname(os.path.abspath(pvlib.__file__)))
    log = subprocess.run(
        ["git", "-C", source, "log", "-1", "--format=%h (%cs)"], capture_output=True, text=True
    )
    commit = log.stdout.strip() if log.returncode == 0 else ""
    return f"{pvlib.__version__}, source {commit}" if commit else pvlib.__version__


def solar_inputs(data, meta):
    """Solar position, extraterrestrial DNI and air mass with the conventions of pvlib-reference.json."""
    elevation = meta["altitude"]
    solpos = pvlib.solarposition.get_solarposition(
        data.index,
        meta["latitude"],
        meta["longitude"],
        altitude=elevation,
        pressure=pvlib.atmosphere.alt2pres(elevation),
        temperature=data["temp_air"],
        method="nrel_numpy",
    )
    dni_extra = pvlib.irradiance.get_extra_radiation(data.index, solar_constant=1366.1, method="spencer")
    airmass = pvlib.atmosphere.get_relative_airmass(solpos["apparent_zenith"], model="kastenyoung1989")
    return solpos, dni_extra, airmass


def row_case(data, solar, tilt, azimuth, width, pitch):
    """Perez plane-of-array components, the row's shaded fraction and Passias' sky-diffuse loss."""
    solpos, dni_extra, airmass = solar
    poa = pvlib.irradiance.get_total_irradiance(
        tilt, azimuth, solpos["apparent_zenith"], solpos["azimuth"],
        data["dni"], data["ghi"], data["dhi"], dni_extra=dni_extra, airmass=airmass,
        albedo=0.2, model="perez", model_perez="allsitescomposite1990",
    )
    sf = pvlib.shading.shaded_fraction1d(
        solpos["apparent_zenith"], solpos["azimuth"], azimuth - 90, tilt,
        collector_width=width, pitch=pitch,
    )
    loss = pvlib.shading.sky_diffuse_passias(pvlib.shading.masking_angle_passias(tilt, width / pitch))
    return poa, sf, loss


def main():
    data, meta = read_weather(sys.argv[1])
    solar = solar_inputs(data, meta)
    cases = {}
    for case_id, tilt, azimuth, width, pitch in CASES:
        tilt = abs(meta["latitude"]) if tilt == "lat" else tilt
        poa, sf, loss = row_case(data, solar, tilt, azimuth, width, pitch)
        beam_loss = poa["poa_direct"] * sf
        sky_loss = poa["poa_sky_diffuse"] * loss
        shaded = poa["poa_direct"] - beam_loss + poa["poa_sky_diffuse"] - sky_loss + poa["poa_ground_diffuse"]
        cases[case_id] = {
            "tilt_deg": tilt,
            "azimuth_deg": azimuth,
            "collector_width_m": width,
            "pitch_m": pitch,
            "annual_kwh_m2": round(kwh(shaded), 4),
            "monthly_kwh_m2": monthly(shaded),
            "beam_loss_kwh_m2": round(kwh(beam_loss), 4),
            "sky_diffuse_loss_kwh_m2": round(kwh(sky_loss), 4),
        }
    print(json.dumps({"pvlib": pvlib_version(), "locations": {LOCATION_KEY: cases}}, indent=1))


if __name__ == "__main__":
    main()
