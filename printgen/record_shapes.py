"""The method templates of every record shape printgen declares (see record.py), compiled
with the package. Made by `python -m printgen.record > printgen/record_shapes.py`; a test
keeps it in step. A shape missing here is compiled when its first record is made."""

# ruff: noqa
from dataclasses import MISSING as _HAS_FACTORY

_dflt__f0_ = 0
_dflt__f1_ = 0
_dflt__f2_ = 0
_dflt__f3_ = 0
_dflt__f4_ = 0
_dflt__f5_ = 0
_dflt__f6_ = 0
_dflt__f7_ = 0
_dflt__f8_ = 0
_dflt__f9_ = 0
_dflt__f10_ = 0
_dflt__f11_ = 0
_dflt__f12_ = 0
_dflt__f13_ = 0
_dflt__f14_ = 0
_dflt__f15_ = 0
_dflt__f16_ = 0


class _Shape0:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_):
        self._f0_ = _f0_
        self._f1_ = _f1_
        self._f2_ = _f2_
        self._f3_ = _f3_
        self._f4_ = _f4_
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r})"
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,)
        return NotImplemented

class _Shape1:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_):
        self._f0_ = _f0_
        self._f1_ = _f1_
        self._f2_ = _f2_
        self._f3_ = _f3_
        self._f4_ = _f4_
        self._f5_ = _f5_
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r})"
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,)
        return NotImplemented

class _Shape2:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_HAS_FACTORY, _f6_=_dflt__f6_, _f7_=_HAS_FACTORY, _f8_=_HAS_FACTORY, _f9_=_dflt__f9_, _f10_=_dflt__f10_, _f11_=_HAS_FACTORY, _f12_=_dflt__f12_):
        self._f0_ = _f0_
        self._f1_ = _f1_
        self._f2_ = _f2_
        self._f3_ = _f3_
        self._f4_ = _f4_
        self._f5_ = _dflt__f5_() if _f5_ is _HAS_FACTORY else _f5_
        self._f6_ = _f6_
        self._f7_ = _dflt__f7_() if _f7_ is _HAS_FACTORY else _f7_
        self._f8_ = _dflt__f8_() if _f8_ is _HAS_FACTORY else _f8_
        self._f9_ = _f9_
        self._f10_ = _f10_
        self._f11_ = _dflt__f11_() if _f11_ is _HAS_FACTORY else _f11_
        self._f12_ = _f12_
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r}, _f6_={self._f6_!r}, _f7_={self._f7_!r}, _f8_={self._f8_!r}, _f9_={self._f9_!r}, _f10_={self._f10_!r}, _f11_={self._f11_!r}, _f12_={self._f12_!r})"
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f11_,self._f12_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,other._f6_,other._f7_,other._f8_,other._f9_,other._f10_,other._f11_,other._f12_,)
        return NotImplemented

class _Shape3:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_HAS_FACTORY):
        self._f0_ = _f0_
        self._f1_ = _f1_
        self._f2_ = _f2_
        self._f3_ = _f3_
        self._f4_ = _dflt__f4_() if _f4_ is _HAS_FACTORY else _f4_
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r})"
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,)
        return NotImplemented

class _Shape4:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_HAS_FACTORY, _f4_=_dflt__f4_):
        self._f0_ = _f0_
        self._f1_ = _f1_
        self._f2_ = _f2_
        self._f3_ = _dflt__f3_() if _f3_ is _HAS_FACTORY else _f3_
        self._f4_ = _f4_
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r})"
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,)
        return NotImplemented

class _Shape5:
    def __init__(self, _f0_=_dflt__f0_):
        self._f0_ = _f0_
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r})"
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,) == (other._f0_,)
        return NotImplemented

class _Shape6:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,) == (other._f0_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,))

class _Shape7:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,) == (other._f0_,other._f1_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,))

class _Shape8:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,) == (other._f0_,other._f1_,other._f2_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,))

class _Shape9:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,))

class _Shape10:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,) == (other._f0_,other._f1_,other._f2_,other._f3_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,))

class _Shape11:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,))

class _Shape12:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
        _setattr(self, '_f5_', _f5_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,))

class _Shape13:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
        _setattr(self, '_f5_', _f5_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,))

class _Shape14:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_, _f6_=_dflt__f6_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
        _setattr(self, '_f5_', _f5_)
        _setattr(self, '_f6_', _f6_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r}, _f6_={self._f6_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,other._f6_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,))

class _Shape15:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_, _f6_=_dflt__f6_, _f7_=_dflt__f7_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
        _setattr(self, '_f5_', _f5_)
        _setattr(self, '_f6_', _f6_)
        _setattr(self, '_f7_', _f7_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r}, _f6_={self._f6_!r}, _f7_={self._f7_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,other._f6_,other._f7_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,))

class _Shape16:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_, _f6_=_dflt__f6_, _f7_=_dflt__f7_, _f8_=_dflt__f8_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
        _setattr(self, '_f5_', _f5_)
        _setattr(self, '_f6_', _f6_)
        _setattr(self, '_f7_', _f7_)
        _setattr(self, '_f8_', _f8_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r}, _f6_={self._f6_!r}, _f7_={self._f7_!r}, _f8_={self._f8_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,other._f6_,other._f7_,other._f8_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,))

class _Shape17:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_, _f6_=_dflt__f6_, _f7_=_dflt__f7_, _f8_=_dflt__f8_, _f9_=_dflt__f9_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
        _setattr(self, '_f5_', _f5_)
        _setattr(self, '_f6_', _f6_)
        _setattr(self, '_f7_', _f7_)
        _setattr(self, '_f8_', _f8_)
        _setattr(self, '_f9_', _f9_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r}, _f6_={self._f6_!r}, _f7_={self._f7_!r}, _f8_={self._f8_!r}, _f9_={self._f9_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,other._f6_,other._f7_,other._f8_,other._f9_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,))

class _Shape18:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_, _f6_=_dflt__f6_, _f7_=_dflt__f7_, _f8_=_dflt__f8_, _f9_=_dflt__f9_, _f10_=_dflt__f10_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
        _setattr(self, '_f5_', _f5_)
        _setattr(self, '_f6_', _f6_)
        _setattr(self, '_f7_', _f7_)
        _setattr(self, '_f8_', _f8_)
        _setattr(self, '_f9_', _f9_)
        _setattr(self, '_f10_', _f10_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r}, _f6_={self._f6_!r}, _f7_={self._f7_!r}, _f8_={self._f8_!r}, _f9_={self._f9_!r}, _f10_={self._f10_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,other._f6_,other._f7_,other._f8_,other._f9_,other._f10_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,))

class _Shape19:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_, _f6_=_dflt__f6_, _f7_=_dflt__f7_, _f8_=_dflt__f8_, _f9_=_dflt__f9_, _f10_=_dflt__f10_, _f11_=_dflt__f11_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
        _setattr(self, '_f5_', _f5_)
        _setattr(self, '_f6_', _f6_)
        _setattr(self, '_f7_', _f7_)
        _setattr(self, '_f8_', _f8_)
        _setattr(self, '_f9_', _f9_)
        _setattr(self, '_f10_', _f10_)
        _setattr(self, '_f11_', _f11_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r}, _f6_={self._f6_!r}, _f7_={self._f7_!r}, _f8_={self._f8_!r}, _f9_={self._f9_!r}, _f10_={self._f10_!r}, _f11_={self._f11_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f11_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,other._f6_,other._f7_,other._f8_,other._f9_,other._f10_,other._f11_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f11_,))

class _Shape20:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_, _f6_=_dflt__f6_, _f7_=_dflt__f7_, _f8_=_dflt__f8_, _f9_=_dflt__f9_, _f10_=_dflt__f10_, _f11_=_dflt__f11_, _f12_=_dflt__f12_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
        _setattr(self, '_f5_', _f5_)
        _setattr(self, '_f6_', _f6_)
        _setattr(self, '_f7_', _f7_)
        _setattr(self, '_f8_', _f8_)
        _setattr(self, '_f9_', _f9_)
        _setattr(self, '_f10_', _f10_)
        _setattr(self, '_f11_', _f11_)
        _setattr(self, '_f12_', _f12_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r}, _f6_={self._f6_!r}, _f7_={self._f7_!r}, _f8_={self._f8_!r}, _f9_={self._f9_!r}, _f10_={self._f10_!r}, _f11_={self._f11_!r}, _f12_={self._f12_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f11_,self._f12_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,other._f6_,other._f7_,other._f8_,other._f9_,other._f10_,other._f11_,other._f12_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f11_,self._f12_,))

class _Shape21:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_, _f6_=_dflt__f6_, _f7_=_dflt__f7_, _f8_=_dflt__f8_, _f9_=_dflt__f9_, _f10_=_dflt__f10_, _f11_=_dflt__f11_, _f12_=_dflt__f12_, _f13_=_dflt__f13_, _f14_=_dflt__f14_, _f15_=_dflt__f15_, _f16_=_dflt__f16_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
        _setattr(self, '_f5_', _f5_)
        _setattr(self, '_f6_', _f6_)
        _setattr(self, '_f7_', _f7_)
        _setattr(self, '_f8_', _f8_)
        _setattr(self, '_f9_', _f9_)
        _setattr(self, '_f10_', _f10_)
        _setattr(self, '_f11_', _f11_)
        _setattr(self, '_f12_', _f12_)
        _setattr(self, '_f13_', _f13_)
        _setattr(self, '_f14_', _f14_)
        _setattr(self, '_f15_', _f15_)
        _setattr(self, '_f16_', _f16_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r}, _f6_={self._f6_!r}, _f7_={self._f7_!r}, _f8_={self._f8_!r}, _f9_={self._f9_!r}, _f10_={self._f10_!r}, _f11_={self._f11_!r}, _f12_={self._f12_!r}, _f13_={self._f13_!r}, _f14_={self._f14_!r}, _f15_={self._f15_!r}, _f16_={self._f16_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f11_,self._f12_,self._f14_,self._f15_,self._f16_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,other._f6_,other._f7_,other._f8_,other._f9_,other._f10_,other._f11_,other._f12_,other._f14_,other._f15_,other._f16_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f11_,self._f12_,self._f14_,self._f15_,self._f16_,))

class _Shape22:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_, _f6_=_dflt__f6_, _f7_=_dflt__f7_, _f8_=_dflt__f8_, _f9_=_dflt__f9_, _f10_=_dflt__f10_, _f11_=_dflt__f11_, _f12_=_dflt__f12_, _f13_=_dflt__f13_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
        _setattr(self, '_f5_', _f5_)
        _setattr(self, '_f6_', _f6_)
        _setattr(self, '_f7_', _f7_)
        _setattr(self, '_f8_', _f8_)
        _setattr(self, '_f9_', _f9_)
        _setattr(self, '_f10_', _f10_)
        _setattr(self, '_f11_', _f11_)
        _setattr(self, '_f12_', _f12_)
        _setattr(self, '_f13_', _f13_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r}, _f6_={self._f6_!r}, _f7_={self._f7_!r}, _f8_={self._f8_!r}, _f9_={self._f9_!r}, _f10_={self._f10_!r}, _f11_={self._f11_!r}, _f12_={self._f12_!r}, _f13_={self._f13_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f11_,self._f12_,self._f13_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,other._f6_,other._f7_,other._f8_,other._f9_,other._f10_,other._f11_,other._f12_,other._f13_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f11_,self._f12_,self._f13_,))

class _Shape23:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_, _f6_=_dflt__f6_, _f7_=_dflt__f7_, _f8_=_dflt__f8_, _f9_=_dflt__f9_, _f10_=_dflt__f10_, _f11_=_dflt__f11_, _f12_=_dflt__f12_, _f13_=_dflt__f13_, _f14_=_dflt__f14_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
        _setattr(self, '_f5_', _f5_)
        _setattr(self, '_f6_', _f6_)
        _setattr(self, '_f7_', _f7_)
        _setattr(self, '_f8_', _f8_)
        _setattr(self, '_f9_', _f9_)
        _setattr(self, '_f10_', _f10_)
        _setattr(self, '_f11_', _f11_)
        _setattr(self, '_f12_', _f12_)
        _setattr(self, '_f13_', _f13_)
        _setattr(self, '_f14_', _f14_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r}, _f6_={self._f6_!r}, _f7_={self._f7_!r}, _f8_={self._f8_!r}, _f9_={self._f9_!r}, _f10_={self._f10_!r}, _f11_={self._f11_!r}, _f12_={self._f12_!r}, _f13_={self._f13_!r}, _f14_={self._f14_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f11_,self._f12_,self._f13_,self._f14_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,other._f6_,other._f7_,other._f8_,other._f9_,other._f10_,other._f11_,other._f12_,other._f13_,other._f14_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f11_,self._f12_,self._f13_,self._f14_,))

class _Shape24:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_, _f6_=_dflt__f6_, _f7_=_dflt__f7_, _f8_=_dflt__f8_, _f9_=_dflt__f9_, _f10_=_dflt__f10_, _f11_=_dflt__f11_, _f12_=_dflt__f12_, _f13_=_dflt__f13_, _f14_=_dflt__f14_, _f15_=_dflt__f15_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
        _setattr(self, '_f5_', _f5_)
        _setattr(self, '_f6_', _f6_)
        _setattr(self, '_f7_', _f7_)
        _setattr(self, '_f8_', _f8_)
        _setattr(self, '_f9_', _f9_)
        _setattr(self, '_f10_', _f10_)
        _setattr(self, '_f11_', _f11_)
        _setattr(self, '_f12_', _f12_)
        _setattr(self, '_f13_', _f13_)
        _setattr(self, '_f14_', _f14_)
        _setattr(self, '_f15_', _f15_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r}, _f6_={self._f6_!r}, _f7_={self._f7_!r}, _f8_={self._f8_!r}, _f9_={self._f9_!r}, _f10_={self._f10_!r}, _f11_={self._f11_!r}, _f12_={self._f12_!r}, _f13_={self._f13_!r}, _f14_={self._f14_!r}, _f15_={self._f15_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f11_,self._f12_,self._f13_,self._f14_,self._f15_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,other._f6_,other._f7_,other._f8_,other._f9_,other._f10_,other._f11_,other._f12_,other._f13_,other._f14_,other._f15_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f11_,self._f12_,self._f13_,self._f14_,self._f15_,))

class _Shape25:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_, _f6_=_dflt__f6_, _f7_=_dflt__f7_, _f8_=_dflt__f8_, _f9_=_dflt__f9_, _f10_=_dflt__f10_, _f11_=_HAS_FACTORY, _f12_=_dflt__f12_, _f13_=_dflt__f13_, _f14_=_dflt__f14_, _f15_=_dflt__f15_, _f16_=_dflt__f16_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
        _setattr(self, '_f5_', _f5_)
        _setattr(self, '_f6_', _f6_)
        _setattr(self, '_f7_', _f7_)
        _setattr(self, '_f8_', _f8_)
        _setattr(self, '_f9_', _f9_)
        _setattr(self, '_f10_', _f10_)
        _setattr(self, '_f11_', _dflt__f11_() if _f11_ is _HAS_FACTORY else _f11_)
        _setattr(self, '_f12_', _f12_)
        _setattr(self, '_f13_', _f13_)
        _setattr(self, '_f14_', _f14_)
        _setattr(self, '_f15_', _f15_)
        _setattr(self, '_f16_', _f16_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r}, _f6_={self._f6_!r}, _f7_={self._f7_!r}, _f8_={self._f8_!r}, _f9_={self._f9_!r}, _f10_={self._f10_!r}, _f14_={self._f14_!r}, _f15_={self._f15_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f14_,self._f15_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,other._f6_,other._f7_,other._f8_,other._f9_,other._f10_,other._f14_,other._f15_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f14_,self._f15_,))

class _Shape26:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_, _f6_=_dflt__f6_, _f7_=_dflt__f7_, _f8_=_dflt__f8_, _f9_=_HAS_FACTORY, _f10_=_dflt__f10_, _f11_=_dflt__f11_, _f12_=_dflt__f12_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
        _setattr(self, '_f5_', _f5_)
        _setattr(self, '_f6_', _f6_)
        _setattr(self, '_f7_', _f7_)
        _setattr(self, '_f8_', _f8_)
        _setattr(self, '_f9_', _dflt__f9_() if _f9_ is _HAS_FACTORY else _f9_)
        _setattr(self, '_f10_', _f10_)
        _setattr(self, '_f11_', _f11_)
        _setattr(self, '_f12_', _f12_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r}, _f6_={self._f6_!r}, _f7_={self._f7_!r}, _f8_={self._f8_!r}, _f10_={self._f10_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f10_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,other._f6_,other._f7_,other._f8_,other._f10_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f10_,))

class _Shape27:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_dflt__f1_, _f2_=_dflt__f2_, _f3_=_dflt__f3_, _f4_=_dflt__f4_, _f5_=_dflt__f5_, _f6_=_HAS_FACTORY, _f7_=_dflt__f7_, _f8_=_dflt__f8_, _f9_=_dflt__f9_, _f10_=_dflt__f10_, _f11_=_dflt__f11_, _f12_=_dflt__f12_, _f13_=_dflt__f13_, _f14_=_dflt__f14_, _f15_=_dflt__f15_, _f16_=_dflt__f16_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _f1_)
        _setattr(self, '_f2_', _f2_)
        _setattr(self, '_f3_', _f3_)
        _setattr(self, '_f4_', _f4_)
        _setattr(self, '_f5_', _f5_)
        _setattr(self, '_f6_', _dflt__f6_() if _f6_ is _HAS_FACTORY else _f6_)
        _setattr(self, '_f7_', _f7_)
        _setattr(self, '_f8_', _f8_)
        _setattr(self, '_f9_', _f9_)
        _setattr(self, '_f10_', _f10_)
        _setattr(self, '_f11_', _f11_)
        _setattr(self, '_f12_', _f12_)
        _setattr(self, '_f13_', _f13_)
        _setattr(self, '_f14_', _f14_)
        _setattr(self, '_f15_', _f15_)
        _setattr(self, '_f16_', _f16_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r}, _f3_={self._f3_!r}, _f4_={self._f4_!r}, _f5_={self._f5_!r}, _f6_={self._f6_!r}, _f7_={self._f7_!r}, _f8_={self._f8_!r}, _f9_={self._f9_!r}, _f10_={self._f10_!r}, _f11_={self._f11_!r}, _f12_={self._f12_!r}, _f13_={self._f13_!r}, _f14_={self._f14_!r}, _f15_={self._f15_!r}, _f16_={self._f16_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f11_,self._f12_,self._f13_,self._f14_,self._f15_,self._f16_,) == (other._f0_,other._f1_,other._f2_,other._f3_,other._f4_,other._f5_,other._f6_,other._f7_,other._f8_,other._f9_,other._f10_,other._f11_,other._f12_,other._f13_,other._f14_,other._f15_,other._f16_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,self._f1_,self._f2_,self._f3_,self._f4_,self._f5_,self._f6_,self._f7_,self._f8_,self._f9_,self._f10_,self._f11_,self._f12_,self._f13_,self._f14_,self._f15_,self._f16_,))

class _Shape28:
    def __init__(self, _f0_=_dflt__f0_, _f1_=_HAS_FACTORY, _f2_=_HAS_FACTORY, _f3_=_dflt__f3_):
        _setattr(self, '_f0_', _f0_)
        _setattr(self, '_f1_', _dflt__f1_() if _f1_ is _HAS_FACTORY else _f1_)
        _setattr(self, '_f2_', _dflt__f2_() if _f2_ is _HAS_FACTORY else _f2_)
        _setattr(self, '_f3_', _f3_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r}, _f1_={self._f1_!r}, _f2_={self._f2_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,) == (other._f0_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,))

class _Shape29:
    def __init__(self, _f0_=_dflt__f0_):
        _setattr(self, '_f0_', _f0_)
    def __repr__(self):
        return f"{self.__class__.__qualname__}(_f0_={self._f0_!r})"
    def __setattr__(self, name, value):
        raise _Frozen(f'cannot assign to field {name!r}')
    def __delattr__(self, name):
        raise _Frozen(f'cannot delete field {name!r}')
    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return (self._f0_,) == (other._f0_,)
        return NotImplemented
    def __hash__(self):
        return hash((self._f0_,))


SHAPES = {
    (True, False, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True))): _Shape0,
    (True, False, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True))): _Shape1,
    (True, False, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (True, True, True), (False, True, True), (True, True, True), (True, True, True), (False, True, True), (False, True, True), (True, True, True), (False, True, True))): _Shape2,
    (True, False, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (True, True, True))): _Shape3,
    (True, False, ((False, True, True), (False, True, True), (False, True, True), (True, True, True), (False, True, True))): _Shape4,
    (True, False, ((False, True, True),)): _Shape5,
    (True, True, ((False, True, True), (False, False, False))): _Shape6,
    (True, True, ((False, True, True), (False, True, True))): _Shape7,
    (True, True, ((False, True, True), (False, True, True), (False, True, True))): _Shape8,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, False, True), (False, False, True))): _Shape9,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True))): _Shape10,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True))): _Shape11,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, False))): _Shape12,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True))): _Shape13,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True))): _Shape14,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True))): _Shape15,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True))): _Shape16,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True))): _Shape17,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True))): _Shape18,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True))): _Shape19,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True))): _Shape20,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, False), (False, True, True), (False, True, True), (False, True, True))): _Shape21,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True))): _Shape22,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True))): _Shape23,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True))): _Shape24,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (True, False, False), (False, False, False), (False, False, False), (False, True, True), (False, True, True), (False, False, False))): _Shape25,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (True, False, False), (False, True, True), (False, False, False), (False, False, False))): _Shape26,
    (True, True, ((False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (True, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True), (False, True, True))): _Shape27,
    (True, True, ((False, True, True), (True, True, False), (True, True, False), (False, False, False))): _Shape28,
    (True, True, ((False, True, True),)): _Shape29,
}
