"""An ICC output profile (version 2, CMYK, Lab PCS) made from printgen's own separation
(layout/cmyk.py),
so that Pillow's ImageCms separates pictures as the vector marks are separated: sRGB through the PCS
to C, M, Y, K with full grey replacement and the 240% ink limit.

The profile is made in code, the same bytes every time; it is used for the conversion only and is
not embedded in the print file (the file's output intent names a registered printing condition; see
export/services.py). Its tables: B2A0 (Lab to CMYK, 17 points a side) for the conversion, and A2B0
(CMYK to Lab, 9 points a side), the plain inverse, for a profile any colour engine accepts.
"""

from __future__ import annotations

import struct
from functools import lru_cache

from printgen.layout.cmyk import separate_rgb

D50 = (0.9642, 1.0, 0.8249)
SRGB_TO_XYZ_D50 = (
    (0.4360747, 0.3850649, 0.1430804),
    (0.2225045, 0.7168786, 0.0606169),
    (0.0139322, 0.0971045, 0.7141733),
)
LAB_GRID, CMYK_GRID = 17, 9


def _s15(value: float) -> bytes:
    return struct.pack(">i", round(value * 65536))


def _to_linear(v):
    import numpy as np

    return np.where(v <= 0.04045, v / 12.92, ((v + 0.055) / 1.055) ** 2.4)


def _to_gamma(v):
    import numpy as np

    v = np.clip(v, 0.0, 1.0)
    return np.where(v <= 0.0031308, v * 12.92, 1.055 * v ** (1 / 2.4) - 0.055)


def _lab_to_rgb(lab):
    import numpy as np

    L, a, b = lab[:, 0], lab[:, 1], lab[:, 2]
    fy = (L + 16) / 116
    fx, fz = fy + a / 500, fy - b / 200
    inv = lambda t: np.where(t > 6 / 29, t**3, 3 * (6 / 29) ** 2 * (t - 4 / 29))  # noqa: E731
    xyz = np.stack([inv(fx) * D50[0], inv(fy) * D50[1], inv(fz) * D50[2]], axis=1)
    linear = xyz @ np.linalg.inv(np.array(SRGB_TO_XYZ_D50)).T
    return _to_gamma(linear)


def _rgb_to_lab(rgb):
    import numpy as np

    xyz = _to_linear(rgb) @ np.array(SRGB_TO_XYZ_D50).T / np.array(D50)
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack(
        [116 * f[:, 1] - 16, 500 * (f[:, 0] - f[:, 1]), 200 * (f[:, 1] - f[:, 2])], axis=1
    )


def _lut16(inputs: int, outputs: int, grid: int, clut: list[int]) -> bytes:
    identity = b"".join(
        _s15(1.0 if row == column else 0.0) for row in range(3) for column in range(3)
    )
    ramp = struct.pack(">2H", 0, 65535)  # two-entry tables: straight lines
    head = (
        b"mft2"
        + bytes(4)
        + struct.pack(">4B", inputs, outputs, grid, 0)
        + identity
        + struct.pack(">2H", 2, 2)
    )
    return head + ramp * inputs + struct.pack(f">{len(clut)}H", *clut) + ramp * outputs


def _b2a0() -> bytes:
    import numpy as np

    steps = np.arange(LAB_GRID) * 65535 / (LAB_GRID - 1)
    # first input slowest
    L, a, b = np.meshgrid(steps / 0xFF00 * 100, steps / 256 - 128, steps / 256 - 128, indexing="ij")
    lightness = L.ravel()
    rgb = _lab_to_rgb(np.stack([lightness, a.ravel(), b.ravel()], axis=1))
    clut = []
    for (red, green, blue), level in zip(rgb, lightness):
        # at L* 0 there is no hue: black alone (else clipped noise there would tint near-black with
        # C and M)
        cmyk = (
            (0.0, 0.0, 0.0, 1.0)
            if level == 0
            else separate_rgb(float(red), float(green), float(blue))
        )
        clut += [round(value * 65535) for value in cmyk]
    return _lut16(3, 4, LAB_GRID, clut)


def _a2b0() -> bytes:
    import numpy as np

    steps = np.arange(CMYK_GRID) / (CMYK_GRID - 1)
    c, m, y, k = (axis.ravel() for axis in np.meshgrid(steps, steps, steps, steps, indexing="ij"))
    rgb = np.stack([(1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k)], axis=1)
    lab = _rgb_to_lab(rgb)
    encoded = np.stack(
        [lab[:, 0] / 100 * 0xFF00, (lab[:, 1] + 128) * 256, (lab[:, 2] + 128) * 256], axis=1
    )
    return _lut16(4, 3, CMYK_GRID, [int(v) for v in np.clip(np.round(encoded), 0, 65535).ravel()])


def _text_tag(kind: bytes, text: str) -> bytes:
    ascii_ = text.encode("ascii") + b"\0"
    if kind == b"desc":
        return (
            b"desc"
            + bytes(4)
            + struct.pack(">I", len(ascii_))
            + ascii_
            + struct.pack(">II", 0, 0)
            + struct.pack(">HB", 0, 0)
            + bytes(67)
        )
    return b"text" + bytes(4) + ascii_


@lru_cache(maxsize=1)
def profile_bytes() -> bytes:
    """The profile, the same bytes every time."""
    tags = [
        (b"desc", _text_tag(b"desc", "printgen CMYK separation (GCR, 240% total ink)")),
        (b"cprt", _text_tag(b"cprt", "Made by printgen; no copyright is claimed in this profile")),
        (b"wtpt", b"XYZ " + bytes(4) + b"".join(_s15(v) for v in D50)),
        (b"A2B0", _a2b0()),
        (b"B2A0", _b2a0()),
    ]
    offset = 128 + 4 + 12 * len(tags)
    table, data = struct.pack(">I", len(tags)), b""
    for signature, body in tags:
        table += signature + struct.pack(">II", offset + len(data), len(body))
        data += body + bytes(-len(body) % 4)
    size = offset + len(data)
    header = (
        struct.pack(">I", size)
        + b"    "
        + struct.pack(">I", 0x02100000)
        + b"prtrCMYKLab "
        + struct.pack(">6H", 2026, 1, 1, 0, 0, 0)
    )
    header += (
        b"acsp"
        + bytes(4)
        + struct.pack(">I", 0)
        + bytes(8)
        + bytes(8)
        + struct.pack(">I", 0)
        + b"".join(_s15(v) for v in D50)
        + b"pgen"
    )
    header += bytes(128 - len(header))
    return header + table + data


def rgb_to_cmyk_image(image):
    """A PIL image (RGB) separated into CMYK through the profile, by ImageCms (perceptual
    intent)."""
    from PIL import ImageCms

    transform = _transform()
    return ImageCms.applyTransform(image.convert("RGB"), transform)


@lru_cache(maxsize=1)
def _transform():
    import io

    from PIL import ImageCms

    cmyk = ImageCms.ImageCmsProfile(io.BytesIO(profile_bytes()))
    return ImageCms.buildTransform(
        ImageCms.createProfile("sRGB"),
        cmyk,
        "RGB",
        "CMYK",
        renderingIntent=ImageCms.Intent.PERCEPTUAL,
    )
